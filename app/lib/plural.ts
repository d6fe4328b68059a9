/**
 * A count with its noun, in the right number: "1 order", "3 orders", "1 balance link". Every
 * sentence that counts goes through here, so no page or e-mail ever says "1 orders".
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
