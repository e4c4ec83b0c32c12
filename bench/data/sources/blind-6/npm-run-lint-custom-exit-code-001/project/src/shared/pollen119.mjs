export function fmt119(x) {
  return `shared:pollen119:${x}`;
}
