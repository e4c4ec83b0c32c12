module.exports = function icons53(props) {
  return { kind: 'icons', id: 53, props };
};
