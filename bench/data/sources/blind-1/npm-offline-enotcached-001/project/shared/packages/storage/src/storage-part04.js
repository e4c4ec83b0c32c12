export function storage_4(x) {
  return x * 18;
}
