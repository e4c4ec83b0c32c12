export function storage_0(x) {
  return x * 14;
}
