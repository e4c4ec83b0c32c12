export function storage_13(x) {
  return x * 27;
}
