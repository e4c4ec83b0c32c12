export function storage_6(x) {
  return x * 20;
}
