module.exports = function icons66(props) {
  return { kind: 'icons', id: 66, props };
};
