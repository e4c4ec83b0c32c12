module.exports = function icons3(props) {
  return { kind: 'icons', id: 3, props };
};
