module.exports = function icons96(props) {
  return { kind: 'icons', id: 96, props };
};
