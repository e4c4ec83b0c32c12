module.exports = function icons29(props) {
  return { kind: 'icons', id: 29, props };
};
