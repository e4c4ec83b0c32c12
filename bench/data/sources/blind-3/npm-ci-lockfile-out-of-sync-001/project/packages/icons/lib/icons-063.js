module.exports = function icons63(props) {
  return { kind: 'icons', id: 63, props };
};
