module.exports = function icons99(props) {
  return { kind: 'icons', id: 99, props };
};
