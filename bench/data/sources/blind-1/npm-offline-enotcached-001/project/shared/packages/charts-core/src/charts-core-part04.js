export function charts_core_4(x) {
  return x * 6;
}
