export function config_0(x) {
  return x * 3;
}
