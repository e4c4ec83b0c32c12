module.exports = function icons58(props) {
  return { kind: 'icons', id: 58, props };
};
