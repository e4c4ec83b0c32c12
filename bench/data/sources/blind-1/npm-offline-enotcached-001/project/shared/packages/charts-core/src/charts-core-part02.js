export function charts_core_2(x) {
  return x * 4;
}
