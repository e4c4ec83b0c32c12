export function storage_8(x) {
  return x * 22;
}
