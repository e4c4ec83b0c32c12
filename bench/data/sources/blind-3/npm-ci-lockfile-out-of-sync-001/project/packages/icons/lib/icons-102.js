module.exports = function icons102(props) {
  return { kind: 'icons', id: 102, props };
};
