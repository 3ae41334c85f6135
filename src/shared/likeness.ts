/**
 * How a later name stands against an earlier mark, strongest first (src/server/marks/likeness.ts decides it); each
 * audience words the kinds its own way (the search in search-messages.ts, the watch in inpi/watch-risk.ts).
 */
export type LikenessKind =
  | 'sameName'
  | 'sameDistinctive'
  | 'joinedOrSplit'
  | 'pluralOrGender'
  | 'sameSound'
  | 'wordOrder'
  | 'containsEarlier'
  | 'partOfEarlier'
  | 'closeSpelling'
  | 'sharedWord';

export interface Likeness {
  kind: LikenessKind;
  /** Strong enough to stop a registration in the same class; a weak one is worth a look; none says only why it is listed. */
  strength: 'strong' | 'weak' | 'none';
  /** The distinctive words both share (containment, a word in common). */
  shared: string[];
  /** Words set aside as describing the goods (sameDistinctive, containment). */
  setAside: string[];
}
