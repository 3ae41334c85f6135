/**
 * Counts the changes of the national index and of the words learned from it, in this process: the public search
 * keeps its answers a few minutes, and an answer kept from before an issue was read would hide the marks.
 */
let changes = 0;

export const searchIndexVersion = () => changes;

export function searchIndexChanged(): void {
  changes += 1;
}
