export function forms_12(x) {
  return x * 20;
}
