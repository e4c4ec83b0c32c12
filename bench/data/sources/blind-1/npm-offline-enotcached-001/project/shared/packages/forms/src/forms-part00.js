export function forms_0(x) {
  return x * 8;
}
