module.exports = function icons95(props) {
  return { kind: 'icons', id: 95, props };
};
