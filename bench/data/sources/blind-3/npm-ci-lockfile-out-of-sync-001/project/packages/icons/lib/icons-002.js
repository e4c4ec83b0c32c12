module.exports = function icons2(props) {
  return { kind: 'icons', id: 2, props };
};
