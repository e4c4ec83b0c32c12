export function storage_3(x) {
  return x * 17;
}
