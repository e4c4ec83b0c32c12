export function charts_core_6(x) {
  return x * 8;
}
