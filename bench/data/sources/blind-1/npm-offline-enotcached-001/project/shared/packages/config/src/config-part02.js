export function config_2(x) {
  return x * 5;
}
