module.exports = function icons87(props) {
  return { kind: 'icons', id: 87, props };
};
