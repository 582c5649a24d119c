/**
 * The tag badges of /videos (spec section 2: "a row of tag badges derives from the first word of
 * each video title"). One tag per distinct first word, in the order the videos come; words that
 * differ only in case are the same tag and keep the first spelling seen. Blank titles give no tag.
 */
export function videoTags(titles: readonly string[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const title of titles) {
    const [first = ''] = title.trim().split(/\s+/);
    // "Testimonial:" and "Testimonial" are one tag.
    const word = first.replace(/[.,:;!?]+$/, '');
    const key = word.toLocaleLowerCase('en');
    if (!word || seen.has(key)) continue;
    seen.add(key);
    tags.push(word);
  }
  return tags;
}
