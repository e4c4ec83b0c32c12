module.exports = function icons34(props) {
  return { kind: 'icons', id: 34, props };
};
