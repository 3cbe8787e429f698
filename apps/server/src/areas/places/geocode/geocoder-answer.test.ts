import { describe, expect, it } from 'vitest';
import { addressOfAnswer } from './geocoder-answer.js';

describe('geocoder answers', () => {
  it('reads Nominatim jsonv2: road, ward, district, province; no postcode or country', () => {
    expect(
      addressOfAnswer({
        place_id: 1,
        display_name: 'Quốc lộ 5, Như Quỳnh, Văn Lâm, Hưng Yên, 17000, Việt Nam',
        address: {
          road: 'Quốc lộ 5',
          village: 'Như Quỳnh',
          county: 'Văn Lâm',
          state: 'Hưng Yên',
          postcode: '17000',
          country: 'Việt Nam',
          country_code: 'vn',
        },
      }),
    ).toBe('Quốc lộ 5, Như Quỳnh, Văn Lâm, Hưng Yên');
  });

  it('says a city that is also its province once, and a house number before the road', () => {
    expect(
      addressOfAnswer({
        address: {
          house_number: '12',
          road: 'Tràng Tiền',
          quarter: 'Phường Tràng Tiền',
          city_district: 'Quận Hoàn Kiếm',
          city: 'Hà Nội',
          state: 'Thành phố Hà Nội',
        },
      }),
    ).toBe('12 Tràng Tiền, Phường Tràng Tiền, Quận Hoàn Kiếm, Thành phố Hà Nội');
  });

  it('reads Photon GeoJSON', () => {
    expect(
      addressOfAnswer({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [106.06, 20.93] },
            properties: {
              name: 'Quốc lộ 5',
              street: 'Quốc lộ 5',
              district: 'Như Quỳnh',
              county: 'Văn Lâm',
              state: 'Hưng Yên',
              country: 'Việt Nam',
            },
          },
        ],
      }),
    ).toBe('Quốc lộ 5, Như Quỳnh, Văn Lâm, Hưng Yên');
  });

  it('gives null for an error or nothing found', () => {
    expect(addressOfAnswer({ error: 'Unable to geocode' })).toBeNull();
    expect(addressOfAnswer({ type: 'FeatureCollection', features: [] })).toBeNull();
    expect(addressOfAnswer('<xml/>')).toBeNull();
  });
});
