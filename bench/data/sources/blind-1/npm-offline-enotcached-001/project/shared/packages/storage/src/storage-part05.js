export function storage_5(x) {
  return x * 19;
}
