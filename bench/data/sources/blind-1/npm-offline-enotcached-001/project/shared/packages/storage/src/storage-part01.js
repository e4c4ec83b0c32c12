export function storage_1(x) {
  return x * 15;
}
