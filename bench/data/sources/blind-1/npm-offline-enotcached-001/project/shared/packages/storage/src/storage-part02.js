export function storage_2(x) {
  return x * 16;
}
