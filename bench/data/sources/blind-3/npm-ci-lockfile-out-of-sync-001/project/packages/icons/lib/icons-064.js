module.exports = function icons64(props) {
  return { kind: 'icons', id: 64, props };
};
