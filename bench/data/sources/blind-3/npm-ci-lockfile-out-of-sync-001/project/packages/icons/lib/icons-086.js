module.exports = function icons86(props) {
  return { kind: 'icons', id: 86, props };
};
