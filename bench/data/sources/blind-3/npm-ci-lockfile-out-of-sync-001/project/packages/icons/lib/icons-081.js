module.exports = function icons81(props) {
  return { kind: 'icons', id: 81, props };
};
