/** What a notice may hold (docs/notices.md): checked by the server, shown by the editor. */
export const NOTICE_LIMITS = {
  titleLength: 100,
  /** Characters of the body's HTML as the editor sends it. */
  bodyLength: 100_000,
  attachments: 10,
  /** Kinds of attachment, each checked by its content (server/files/fileContent.ts). */
  fileTypes: ['.pdf', '.xlsx', '.docx', '.png', '.jpg', '.jpeg'],
};
