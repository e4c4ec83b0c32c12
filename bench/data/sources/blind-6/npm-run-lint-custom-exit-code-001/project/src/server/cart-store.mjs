export function countItems(id) {
  return id.length;
}
