export interface BenchRow {
  figure: string;
  measured: string;
  target: string;
  /** The anchor measured in the same run, where the target is relative to one. */
  anchor?: string;
  ok: boolean;
}

export function printRows(title: string, rows: BenchRow[]) {
  console.log(`\n## ${title}\n`);
  console.log('| figure | measured | target | anchor | |');
  console.log('|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.figure} | ${row.measured} | ${row.target} | ${row.anchor ?? ''} | ${row.ok ? 'ok' : 'ABAIXO DA META'} |`,
    );
}

export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
