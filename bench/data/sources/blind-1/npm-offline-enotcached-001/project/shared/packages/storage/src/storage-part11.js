export function storage_11(x) {
  return x * 25;
}
