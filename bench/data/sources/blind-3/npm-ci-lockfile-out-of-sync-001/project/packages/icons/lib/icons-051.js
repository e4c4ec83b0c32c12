module.exports = function icons51(props) {
  return { kind: 'icons', id: 51, props };
};
