export const escape = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export const page = (title, body) =>
  `<!doctype html><title>${escape(title)}</title><main>${body}</main>`;
