export function tokenize(body) {
  return body.toLowerCase().split(/\s+/).filter(Boolean);
}
