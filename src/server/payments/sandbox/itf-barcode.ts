/** Interleaved 2 of 5, the symbology of a boleto's barcode: digit → narrow (n) and wide (w) elements. */
const patterns = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const NARROW = 1;
const WIDE = 3;

/** An SVG of the 44-digit barcode; bars drawn as rectangles, so it prints sharp. */
export function itfBarcodeSvg(digits: string, height = 50): string {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('ITF precisa de um número par de dígitos.');
  const widths: number[] = [NARROW, NARROW, NARROW, NARROW];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = patterns[Number(digits[index])];
    const spaces = patterns[Number(digits[index + 1])];
    for (let element = 0; element < 5; element++)
      widths.push(bars[element] === 'w' ? WIDE : NARROW, spaces[element] === 'w' ? WIDE : NARROW);
  }
  widths.push(WIDE, NARROW, NARROW);
  let x = 0;
  const rects: string[] = [];
  widths.forEach((width, position) => {
    if (position % 2 === 0) rects.push(`<rect x="${x}" y="0" width="${width}" height="${height}"/>`);
    x += width;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} ${height}" width="${x * 1.2}" height="${height}" preserveAspectRatio="none" role="img" aria-label="Código de barras">${rects.join('')}</svg>`;
}
