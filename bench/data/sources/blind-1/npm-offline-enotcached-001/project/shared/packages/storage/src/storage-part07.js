export function storage_7(x) {
  return x * 21;
}
