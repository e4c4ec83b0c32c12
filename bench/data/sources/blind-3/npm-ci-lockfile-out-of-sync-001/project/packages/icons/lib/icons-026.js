module.exports = function icons26(props) {
  return { kind: 'icons', id: 26, props };
};
