export function charts_core_8(x) {
  return x * 10;
}
