export function storage_10(x) {
  return x * 24;
}
