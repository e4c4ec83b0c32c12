export function config_1(x) {
  return x * 4;
}
