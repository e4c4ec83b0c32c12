export function storage_12(x) {
  return x * 26;
}
