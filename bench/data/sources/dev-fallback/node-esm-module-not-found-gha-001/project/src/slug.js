export function slug(x) {
  return x + 4;
}
